#!/bin/sh
# Starts the document browser so that the kernel kills it when the Node process that
# launched it dies (PR_SET_PDEATHSIG): no orphaned Chromium after kill -9, a crash or a
# test worker that ends without closeBrowser(). exec keeps the PID puppeteer knows.
exec setpriv --pdeathsig KILL -- "$DOCUMENT_BROWSER_PATH" "$@"
