'use client';

import { ApiProblem, postJson } from '@/components/checkout/api-client';
import { type AppErrorCode, isAppErrorCode } from '@/lib/domain/app-error';

/** Sends a form to the BFF; answers the app error codes to show (one per field where known). */
export async function submitForm(url: string, body: unknown, method: 'POST' | 'PUT' | 'DELETE' = 'POST'): Promise<AppErrorCode[]> {
  try {
    if (method === 'POST') await postJson(url, body);
    else {
      const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) {
        const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        throw new ApiProblem(typeof json.code === 'string' ? json.code : 'UNKNOWN', response.status, json);
      }
    }
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
