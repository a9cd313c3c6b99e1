import { getTranslations } from 'next-intl/server';

import Link from '@/components/navigation/link';
import { buttonClass } from '@/components/ui/button';
import type { TableGroupSummary } from '@/lib/domain/group/view';
import { href } from '@/lib/routes';

/**
 * The table QR's menu, first paint: the table's open group to join ("Join Anna's table · 3
 * people"), or an offer to start one. A plain link: it works before the scripts have loaded.
 */
export async function GroupInvite({ shopId, spotId, invite }: { shopId: number; spotId: number; invite: TableGroupSummary | null }) {
  const t = await getTranslations('Group');
  return (
    <Link href={href.group(shopId, { table: spotId })} className={buttonClass('secondary', true)} data-testid="group-invite">
      <span>{invite ? t('inviteJoin', { host: invite.hostName, people: invite.people }) : t('inviteStart')}</span>
      <span aria-hidden="true">→</span>
    </Link>
  );
}
