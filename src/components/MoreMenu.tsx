import { useEffect, useId, useRef, useState } from 'react';
import { moreLinks } from '@/app/links';
import { Icon } from './icons';
import styles from './MoreMenu.module.css';
import { NavItem } from './NavItem';

/** The More menu: a menu button with arrow-key navigation, closed by Escape or a click outside. */
export const MoreMenu = () => {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (event: React.KeyboardEvent) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.current?.focus();
    }
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        More <Icon name="chevron" size={16} />
      </button>
      {open && (
        <div id={menuId} className={styles.menu} role="menu" aria-label="More" onKeyDown={onMenuKey}>
          {moreLinks.map((link) => (
            <NavItem key={link.label} link={link} role="menuitem" className={styles.item} onSelect={() => setOpen(false)} />
          ))}
        </div>
      )}
    </div>
  );
};
