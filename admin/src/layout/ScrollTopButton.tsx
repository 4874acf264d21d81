import { useEffect, useState } from 'react';
import { Fab, Zoom } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useAppTranslate } from '../i18n/i18nProvider';

/** Shown after 180 px of scrolling (spec 01 §2, §9). */
const SCROLL_THRESHOLD = 180;

export function ScrollTopButton() {
  const t = useAppTranslate();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const title = t('app.shell.scrollTop');
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="small"
        title={title}
        aria-label={title}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
