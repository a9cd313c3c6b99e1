import type { AppErrorCode } from './app-error';

/**
 * The codes the app's error popup shows; the layout sends the browser only their messages (a
 * module of its own, so the popup does not bring every error code to the browser).
 */
/** FORBIDDEN_ORIGIN: a write the server refused as not from our own page (say so: reload, try again). */
export const POPUP_ERROR_CODES = ['SERVER', 'UNKNOWN', 'FORBIDDEN_ORIGIN', 'SHOP_LOAD_FAILED'] as const satisfies readonly AppErrorCode[];
export type PopupErrorCode = (typeof POPUP_ERROR_CODES)[number];

/**
 * The popup's code for a failed call: a refusal that tells the guest what to do (reload and try
 * again) keeps its own message; anything else, an answer without a code included, is SERVER.
 */
export const popupCodeFor = (error: unknown): PopupErrorCode =>
  (error as { code?: unknown } | null)?.code === 'FORBIDDEN_ORIGIN' ? 'FORBIDDEN_ORIGIN' : 'SERVER';
