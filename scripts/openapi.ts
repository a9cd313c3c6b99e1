// `npm run openapi`: writes openapi.json from the contract schemas in lib/upstream/schemas,
// so the published contract and the code that enforces it cannot drift.
import { writeFileSync } from 'node:fs';

import { z } from 'zod';

import { CONTRACT_CALLS, problemDetailsSchema } from '../lib/upstream/schemas/index.ts';

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io: 'output' });

const paths: Record<string, Record<string, unknown>> = {};
for (const call of CONTRACT_CALLS) {
  const parameters = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (call.auth === 'customerCode') parameters.push({ name: 'X-CustomerCode', in: 'header', required: true, schema: { type: 'string' } });
  paths[call.path] ??= {};
  paths[call.path]![call.method.toLowerCase()] = {
    operationId: call.id,
    summary: call.summary,
    parameters,
    ...(call.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
    ...(call.capability ? { 'x-optional-capability': call.capability } : {}),
    ...(call.request ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(call.request) } } } } : {}),
    responses: {
      200: { description: 'OK', content: { 'application/json': { schema: schemaOf(call.response) } } },
      default: { description: 'Problem details', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } } },
    },
  };
}

const document = {
  openapi: '3.1.0',
  info: { title: 'Ordering API (contract of the ordering web app)', version: '1.0.0' },
  paths,
  components: {
    schemas: { ProblemDetails: schemaOf(problemDetailsSchema) },
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
  },
};

const out = process.argv[2] ?? 'openapi.json';
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`wrote ${out}: ${Object.keys(paths).length} paths`);
