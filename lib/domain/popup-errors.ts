import type { AppErrorCode } from './app-error';

/**
 * The codes the app's error popup shows; the layout sends the browser only their messages (a
 * module of its own, so the popup does not bring every error code to the browser).
 */
/** FORBIDDEN_ORIGIN: a write the server refused as not from our own page (say so: reload, try again). */
export const POPUP_ERROR_CODES = ['SERVER', 'UNKNOWN', 'FORBIDDEN_ORIGIN'] as const satisfies readonly AppErrorCode[];
export type PopupErrorCode = (typeof POPUP_ERROR_CODES)[number];

/** The popup's code for a failed call: its own code where the popup has a message for it, else SERVER. */
export const popupCodeFor = (error: unknown): PopupErrorCode => {
  const code = (error as { code?: unknown } | null)?.code;
  return (POPUP_ERROR_CODES as readonly unknown[]).includes(code) ? (code as PopupErrorCode) : 'SERVER';
};
