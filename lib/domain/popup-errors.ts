import type { AppErrorCode } from './app-error';

/**
 * The codes the app's error popup shows; the layout sends the browser only their messages (a
 * module of its own, so the popup does not bring every error code to the browser).
 */
export const POPUP_ERROR_CODES = ['SERVER', 'UNKNOWN'] as const satisfies readonly AppErrorCode[];
export type PopupErrorCode = (typeof POPUP_ERROR_CODES)[number];
