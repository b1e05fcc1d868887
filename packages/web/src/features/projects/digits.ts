import type { ClipboardEvent, KeyboardEvent } from 'react';

/** Keys that edit or move rather than type a character. */
function isControlKey(event: KeyboardEvent): boolean {
  return event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey;
}

/** Blocks key presses that would type anything but a digit (budget, area, number, phase). */
export function blockNonDigitKeys(event: KeyboardEvent<HTMLElement>): void {
  if (isControlKey(event)) return;
  if (!/^\d$/.test(event.key)) event.preventDefault();
}

/** Blocks pasting text that is not only digits. */
export function blockNonDigitPaste(event: ClipboardEvent<HTMLElement>): void {
  if (!/^\d*$/.test(event.clipboardData.getData('text'))) event.preventDefault();
}

/** Blocks key presses that would not keep a decimal number (power density). */
export function blockNonDecimalKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (isControlKey(event)) return;
  if (/^\d$/.test(event.key)) return;
  if (event.key === '.' && !event.currentTarget.value.includes('.')) return;
  event.preventDefault();
}

export function blockNonDecimalPaste(event: ClipboardEvent<HTMLElement>): void {
  if (!/^\d*\.?\d*$/.test(event.clipboardData.getData('text'))) event.preventDefault();
}

/** Keeps only the digits of a value (a change that got past the key and paste guards). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** An empty figure is sent as 0. */
export function toNumber(value: string): number {
  const parsed = Number(value);
  return value.trim() === '' || Number.isNaN(parsed) ? 0 : parsed;
}
