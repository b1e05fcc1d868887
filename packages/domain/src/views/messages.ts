import { messages } from '../errors/error-codes.ts';

/** The schedule's views: custom views, their settings, grants and parameters. */
export const viewMessages = {
  notFound: 'View not found.',
  nameTooLong: (max: number) => messages.tooLong('A view name', max),
  settingsNotAnObject: 'Expected an object of settings.',
  changeWith: (field: string, call: string) => `Change ${field} with ${call}.`,
  notWorkspaceMembers: (strangers: readonly string[]) =>
    `Not a member of this workspace: ${strangers.join(', ')}.`,
  paramsTooLarge: (maxBytes: number) => `View parameters must stay under ${maxBytes} bytes.`,
  builtInViewFixed: 'A built-in view cannot be renamed or deleted.',
} as const;
