import { alarmMachine } from '@kc/domain/wms/status';
import { type handleAlarmBody, wmsRefusals } from '@kc/domain/wms/wms';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { announceAlarmEffects, releaseAlarmLinks } from './alarm-effect';
import { alarmDetailOf } from './alarm-repo';
import { canSeeAlarm, mayHandleAlarm } from './alarm-scope';
import { wmsAlarm } from './wms.table';

/**
 * POST wmsExternalContainerAlarm/handleAlarm (spec 3 §2 Alarms): the alarm's warehouse or the platform records how
 * it was handled (a reason is required: '请填写处理说明'); the alarm moves 0 → 1 with an audit event, its links to
 * receipts close, and each receipt no other open alarm still holds returns from 90 to the status it came from —
 * all in one transaction. Anyone else who sees the alarm gets 403, anyone who does not 404; an alarm handled
 * already gets 409 (alarmHandled). The parties and the operators hear of it after the commit.
 */
export const handleAlarm = async (ctx: AppContext, p: Principal, body: z.infer<typeof handleAlarmBody>) => {
  const now = new Date();
  const moved = await ctx.db.transaction(async (tx) => {
    const [a] = await tx.select().from(wmsAlarm).where(eq(wmsAlarm.id, body.id)).for('update');
    if (!a || !(await canSeeAlarm(tx, p, a))) throw wmsRefusals.alarmNotFound();
    if (!mayHandleAlarm(p, a)) throw wmsRefusals.alarmForbidden();
    if (!alarmMachine.can('handle', a.status)) throw wmsRefusals.alarmHandled();
    await assertOwnEnterpriseApproved(tx, p);
    await transition(tx, {
      table: wmsAlarm,
      id: a.id,
      machine: alarmMachine,
      move: 'handle',
      actor: p,
      set: {
        handleTime: now,
        handleUser: p.userId,
        handleUserName: (p.realName || p.userName || p.account).slice(0, 50),
        handleDescr: body.descr,
      },
      payload: { code: a.code, descr: body.descr },
      message: wmsRefusals.alarmHandled().message,
    });
    return releaseAlarmLinks(tx, a.id, p, { alarmId: a.id, alarmCode: a.code, descr: body.descr });
  });
  await announceAlarmEffects(ctx, p.tenantId, { billIds: moved, alarmIds: [body.id] });
  return alarmDetailOf(ctx.db, p, body.id);
};
