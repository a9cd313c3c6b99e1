import type { AbstractIntlMessages } from 'next-intl';

type Tree = { [key: string]: unknown };

/**
 * The part of the messages that the browser needs: whole namespaces ('Menu') or single keys
 * ('Account.offers'). Everything else is formatted on the server and never sent.
 */
export function pickMessages(messages: object, paths: readonly string[]): AbstractIntlMessages {
  const picked: Tree = {};
  for (const path of paths) {
    const [namespace = '', key] = path.split('.', 2);
    const source = (messages as Tree)[namespace];
    if (source === undefined) continue;
    if (key === undefined) {
      picked[namespace] = source;
      continue;
    }
    const value = (source as Tree)[key];
    if (value !== undefined) picked[namespace] = { ...(picked[namespace] as Tree | undefined), [key]: value };
  }
  return picked as AbstractIntlMessages;
}
