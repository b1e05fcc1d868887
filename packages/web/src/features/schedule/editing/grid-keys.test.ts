import { describe, expect, it } from 'vitest';
import { editorKeyIntent, gridKeyIntent, type KeyPress } from './grid-keys.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('keys on a selected cell', () => {
  it('types characters, the first one included', () => {
    expect(gridKeyIntent(press('1'))).toEqual({ kind: 'type', text: '1' });
    expect(gridKeyIntent(press('$'))).toEqual({ kind: 'type', text: '$' });
    expect(gridKeyIntent(press(' '))).toEqual({ kind: 'type', text: ' ' });
    expect(gridKeyIntent(press('é'))).toEqual({ kind: 'type', text: 'é' });
    expect(gridKeyIntent(press('💡'))).toEqual({ kind: 'type', text: '💡' });
  });

  it('edits on Enter and F2, clears on Delete and Backspace, leaves shortcuts alone', () => {
    expect(gridKeyIntent(press('Enter')).kind).toBe('edit');
    expect(gridKeyIntent(press('F2')).kind).toBe('edit');
    expect(gridKeyIntent(press('Delete')).kind).toBe('clear');
    expect(gridKeyIntent(press('Backspace')).kind).toBe('clear');
    expect(gridKeyIntent(press('c', { ctrlKey: true })).kind).toBe('none');
    expect(gridKeyIntent(press('z', { metaKey: true })).kind).toBe('none');
    expect(gridKeyIntent(press('ArrowDown')).kind).toBe('none');
    expect(gridKeyIntent(press('Tab')).kind).toBe('none');
    expect(gridKeyIntent(press('Process')).kind).toBe('compose');
  });
});

describe('keys in an open editor', () => {
  it('saves and moves on Enter and Tab, cancels on Escape, breaks lines on Alt+Enter', () => {
    expect(editorKeyIntent(press('Enter'), false)).toEqual({ kind: 'commit', move: [0, 1] });
    expect(editorKeyIntent(press('Enter', { shiftKey: true }), false)).toEqual({
      kind: 'commit',
      move: [0, -1],
    });
    expect(editorKeyIntent(press('Tab'), false)).toEqual({ kind: 'commit', move: [1, 0] });
    expect(editorKeyIntent(press('Tab', { shiftKey: true }), false)).toEqual({
      kind: 'commit',
      move: [-1, 0],
    });
    expect(editorKeyIntent(press('Escape'), false).kind).toBe('cancel');
    expect(editorKeyIntent(press('Enter', { altKey: true }), false).kind).toBe('newline');
    expect(editorKeyIntent(press('Enter', { shiftKey: true }), true).kind).toBe('newline');
    expect(editorKeyIntent(press('a'), false).kind).toBe('none');
    expect(editorKeyIntent(press('Enter', { isComposing: true }), false).kind).toBe('none');
  });
});
