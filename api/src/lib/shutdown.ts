/** Resources that must be released on shutdown (the PDF browser, …) register here. */
const hooks: Array<() => Promise<void> | void> = [];

export const shutdownHooks = {
  add(hook: () => Promise<void> | void) {
    hooks.push(hook);
  },
  async run() {
    for (const hook of hooks) {
      try {
        await hook();
      } catch (err) {
        console.error('Error al cerrar:', err);
      }
    }
  },
};
