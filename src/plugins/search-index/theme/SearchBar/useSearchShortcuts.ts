import {useEffect, type RefObject} from 'react';

/** Whether a key press is typing into a field, where "/" must stay a character. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The search shortcuts: Ctrl+K (⌘K) opens and closes the search, "/" opens
 * it outside text fields, Escape closes it; a letter or digit typed while the
 * search button has focus opens the search with that character typed.
 */
export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onType,
  buttonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onType: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const isToggle = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey;
      const isSlash = event.key === '/' && !isOpen && !isTyping(event);
      const isEscape = event.key === 'Escape' && isOpen;
      if (isToggle || isSlash || isEscape) {
        event.preventDefault();
        if (isOpen) {
          onClose();
        } else {
          onOpen();
        }
        return;
      }
      const isCharacter = /^[a-z0-9]$/i.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey;
      if (!isOpen && isCharacter && buttonRef.current === document.activeElement) {
        onType(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onType, buttonRef]);
}
