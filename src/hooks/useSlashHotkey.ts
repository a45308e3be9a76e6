import { useEffect, useEffectEvent } from 'react';

/** True when a key press belongs to a field the user is typing in. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
};

/** Calls `onSlash` when '/' is pressed anywhere except while typing in a field. */
export const useSlashHotkey = (onSlash: () => void) => {
  const fire = useEffectEvent(onSlash);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault(); // the '/' must not land in the search box that opens
      fire();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
};
