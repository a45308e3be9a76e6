import { useState } from 'react';
import styles from './ProfileDrawer.module.css';

const links = [
  { label: 'Feature Request', href: 'https://github.com/callisto-trade/callisto/discussions/new?category=ideas' },
  { label: 'Help Center', href: 'https://github.com/callisto-trade/callisto/discussions' },
] as const;

/** The drawer footer's 'Talk to us' menu (spec 000 §2). */
export const TalkToUs = () => {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.talk}>
      <button type="button" aria-expanded={open} aria-haspopup="menu" onClick={() => setOpen(!open)}>
        Talk to us
      </button>
      {open && (
        <ul role="menu" className={styles.talkMenu}>
          {links.map((link) => (
            <li key={link.label} role="none">
              <a role="menuitem" href={link.href} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
