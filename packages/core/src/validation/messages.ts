/**
 * Validation messages exactly as SPEC §5 words them. The server answers with the English text;
 * the web translates it by matching it back to its key and parameters.
 */
export const MESSAGES = {
  required: '{field} is Required',
  invalidDate: '{field} is not Valid Date',
  endBeforeStart: 'End Date should be after Start Date',
  startInPast: '{field} should be today or later',
  positiveNumber: '{field} should be a positive number',
  tooLarge: '{field} is too large',
  invalidEmail: '{field} is not a valid Email',
  passwordTooShort: 'New Password should be more than 8 characters',
  passwordMismatch: 'Confirm Password does not matches',
  incorrectCredentials: 'Incorrect Email or Password',
  tooLong: '{field} is too long',
  invalidOption: '{field} has an invalid option',
  forbiddenCharacters: '{field} contains characters that are not allowed',
  invalidText: '{field} should be text',
  invalidId: '{field} is not a valid id',
  invalidNumber: '{field} should be a number',
  outOfRange: '{field} is out of range',
  invalidList: '{field} should be a list',
  tooMany: '{field}: at most {max} at a time',
  invalidPhone: '{field} is not a valid Phone number',
  duplicateInFile: '{field} is repeated in this file',
  outsideChile: '{field} is outside Chile',
  lightingMismatch: '{field} does not match Static Digital',
  siteOfAnotherOwner: '{field} belongs to another media owner',
  tooManyRows: 'A file may hold at most {max} rows',
  unreadablePastRow: 'The file could not be read past row {row}',
  feedAnsweredStatus: 'The inventory feed answered {status}',
  // Limits against abuse (issue 23): each says when it frees up.
  tooManyAttemptsHere: 'Too many attempts from your network, try again in {minutes} min',
  signInLocked: 'Too many failed sign-ins with this Email, try again in {minutes} min',
  mailLimitReached: 'Your account may mail {max} recipients an hour, try again in {minutes} min',
  mailTooManyRecipients: 'Your account may mail at most {max} recipients an hour, and this mails {count}',
  confirmationLimitReached: 'A confirmation link was sent {max} times this hour, try again in {minutes} min',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function formatMessage(key: MessageKey, params: Record<string, string> = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

const matchers = (Object.keys(MESSAGES) as MessageKey[]).map((key) => {
  const names: string[] = [];
  const pattern = MESSAGES[key]
    .replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`))
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '(.+?)';
    });
  return { key, names, regex: new RegExp(`^${pattern}$`) };
});

/** The key and parameters a message was made from, so a client can show it in its language. */
export function parseMessage(text: string): { key: MessageKey; params: Record<string, string> } | null {
  for (const { key, names, regex } of matchers) {
    const match = regex.exec(text);
    if (match) return { key, params: Object.fromEntries(names.map((n, i) => [n, match[i + 1]])) };
  }
  return null;
}
