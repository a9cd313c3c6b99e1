'use client';

import { ApiProblem } from '@/lib/client/api';
import { type AppErrorCode, isAppErrorCode } from '@/lib/domain/app-error';

/** Runs a form's BFF call; answers the app error codes to show (one per field where known). */
export async function submitForm(action: () => Promise<unknown>): Promise<AppErrorCode[]> {
  try {
    await action();
    return [];
  } catch (error) {
    if (!(error instanceof ApiProblem)) return ['UNKNOWN'];
    // Identity answers a validation problem keyed by code: each key is its own message.
    const fields = Array.isArray(error.details.fields) ? (error.details.fields as string[]) : [];
    const codes = fields
      .map((f) => f.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[.-]/g, '_').toUpperCase())
      .filter(isAppErrorCode);
    if (codes.length) return codes;
    return [isAppErrorCode(error.code) ? error.code : 'UNKNOWN'];
  }
}
