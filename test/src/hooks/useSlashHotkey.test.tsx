import { isTypingTarget } from '@/hooks/useSlashHotkey';

describe('isTypingTarget', () => {
  it.each([
    ['an input', '<input />', 'input', true],
    ['a textarea', '<textarea></textarea>', 'textarea', true],
    ['a select', '<select><option>a</option></select>', 'select', true],
    ['a contenteditable', '<div contenteditable="true">x</div>', 'div', true],
    ['a button', '<button>x</button>', 'button', false],
    ['the body', '', 'body', false],
  ])('%s → %s', (_name, html, selector, expected) => {
    document.body.innerHTML = html;
    const element = document.querySelector(selector) as HTMLElement;
    if (html.includes('contenteditable')) Object.defineProperty(element, 'isContentEditable', { value: true });
    expect(isTypingTarget(element)).toBe(expected);
  });

  it('is false for no target', () => {
    expect(isTypingTarget(null)).toBe(false);
  });
});
