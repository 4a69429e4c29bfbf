import { formatDateTime } from '@kc/domain';
import { alarmMachine } from '@kc/domain/wms/status';
import { AlarmStatus, AlarmType, type ReconcileLast, ReconcileRunStatus, wmsRefusals } from '@kc/domain/wms/wms';
import { and, desc, eq, getTableName, inArray, lt, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transition } from '../../platform/state/transition';
import { receipt, receiptOfParty } from '../receipt';
import { nextAlarmCodes } from './alarm-codes';
import { type AlarmEffects, announceAlarmEffects, applyAlarmEffects, systemActor } from './alarm-effect';
import { ALARM_OBJECT } from './alarm-sync';
import { publishWmsChange } from './container-events';
import { type Finding, findDisagreements, findingAlarmContent, reconcileScope } from './reconcile-findings';
import { pullAll, wmsUnits } from './sync-pull';
import { jsonParam, refreshStatistics, rowsOf } from './sync-sql';
import { wmsAlarm, wmsReconcileFinding, wmsReconcileRun } from './wms.table';

export const WMS_RECONCILE_QUEUE = 'wms-reconcile';
/** A run still marked running after this long died with its process: it no longer blocks a new one. */
const STALE_RUN_MS = 30 * 60_000;

export type ReconcileOptions = {
  trigger: 'job' | 'manual';
  actorId?: string | null;
  now?: Date;
  /** pull every WMS platform of the tenant first (the job and the manual run do) */
  pull?: boolean;
  log?: (err: unknown, msg: string) => void;
};

type RunRow = typeof wmsReconcileRun.$inferSelect;

/** Takes the tenant's one running slot (kc_wms_reconcile_running_uq); a run left running by a dead process is failed. */
const startRun = async (ctx: AppContext, tenantId: string, o: ReconcileOptions, now: Date): Promise<RunRow> => {
  const insert = () =>
    ctx.db
      .insert(wmsReconcileRun)
      .values({
        tenantId,
        status: ReconcileRunStatus.running,
        trigger: o.trigger,
        actorId: o.actorId ?? null,
        startTime: now,
      })
      .onConflictDoNothing()
      .returning();
  const [run] = await insert();
  if (run) return run;
  const stale = await ctx.db
    .update(wmsReconcileRun)
    .set({ status: ReconcileRunStatus.failed, endTime: now, message: '对账进程中断' })
    .where(
      and(
        eq(wmsReconcileRun.tenantId, tenantId),
        eq(wmsReconcileRun.status, ReconcileRunStatus.running),
        lt(wmsReconcileRun.startTime, new Date(now.getTime() - STALE_RUN_MS)),
      ),
    )
    .returning({ id: wmsReconcileRun.id });
  if (stale.length > 0) {
    const [again] = await insert();
    if (again) return again;
  }
  throw wmsRefusals.reconcileRunning();
};

/**
 * Raises an alarm per finding through the one alarm path (source 'reconcile', type 4, externalId
 * `${billId}:${kind}`): one already open with that key is not raised twice (it is the finding's alarm, and its
 * clearedTime is reset), a handled one is reopened (0 again, with an audit event: the goods still disagree), the
 * rest are new (codes, status 0, a 'raise' event each). Open reconciliation alarms this run no longer finds get
 * clearedTime (a person still handles them). Answers each finding's alarm and how many were raised.
 */
const raiseAlarms = async (tx: DbOrTx, tenantId: string, findings: Finding[], actor: Actor, now: Date) => {
  const keyOf = (unit: string, externalId: string) => `${unit}|${externalId}`;
  const externalOf = (f: Finding) => `${f.billId}:${f.kind}`;
  const existing = findings.length
    ? await tx
        .select({
          id: wmsAlarm.id,
          unit: wmsAlarm.warehouseUnitId,
          externalId: wmsAlarm.externalId,
          status: wmsAlarm.status,
        })
        .from(wmsAlarm)
        .where(
          and(
            eq(wmsAlarm.tenantId, tenantId),
            eq(wmsAlarm.source, 'reconcile'),
            inArray(wmsAlarm.externalId, [...new Set(findings.map(externalOf))]),
          ),
        )
    : [];
  const byKey = new Map(existing.map((a) => [keyOf(a.unit, a.externalId), a]));
  const alarmOf = new Map<Finding, string>();
  let raised = 0;
  const fresh: Finding[] = [];
  for (const f of findings) {
    const a = byKey.get(keyOf(f.warehouseUnitId, externalOf(f)));
    if (!a) {
      fresh.push(f);
      continue;
    }
    alarmOf.set(f, a.id);
    const fields = {
      content: findingAlarmContent(f),
      containerId: f.containerId,
      caseNumber: f.caseNumber,
      billId: f.billId,
      warehouseId: f.warehouseId,
      cargoOwnerId: f.cargoOwnerId,
      clearedTime: null,
    };
    if (a.status === AlarmStatus.open) {
      await tx.update(wmsAlarm).set(fields).where(eq(wmsAlarm.id, a.id));
      continue;
    }
    await transition(tx, {
      table: wmsAlarm,
      id: a.id,
      machine: alarmMachine,
      move: 'reopen',
      actor,
      set: { ...fields, raisedTime: now, handleTime: null, handleUser: null, handleUserName: null, handleDescr: null },
      payload: { kind: f.kind, billId: f.billId, detail: f.detail },
    });
    a.status = AlarmStatus.open;
    raised += 1;
  }
  // One alarm per key even when a receipt's finding repeats within the run.
  const unique = new Map<string, Finding>();
  for (const f of fresh)
    if (!unique.has(keyOf(f.warehouseUnitId, externalOf(f)))) unique.set(keyOf(f.warehouseUnitId, externalOf(f)), f);
  const news = [...unique.values()];
  const codes = await nextAlarmCodes(tx, tenantId, now, news.length);
  if (news.length > 0) {
    const inserted = await tx
      .insert(wmsAlarm)
      .values(
        news.map((f, i) => ({
          tenantId,
          code: codes[i]!,
          warehouseUnitId: f.warehouseUnitId,
          source: 'reconcile',
          externalId: externalOf(f),
          type: AlarmType.reconcile,
          content: findingAlarmContent(f),
          warehouseId: f.warehouseId,
          cargoOwnerId: f.cargoOwnerId,
          containerId: f.containerId,
          caseNumber: f.caseNumber,
          billId: f.billId,
          raisedTime: now,
          status: AlarmStatus.open,
          createUser: actor.userId ?? null,
          createTime: now,
          updateTime: now,
        })),
      )
      .returning({
        id: wmsAlarm.id,
        unit: wmsAlarm.warehouseUnitId,
        externalId: wmsAlarm.externalId,
        code: wmsAlarm.code,
      });
    for (const a of inserted) {
      byKey.set(keyOf(a.unit, a.externalId), { id: a.id, unit: a.unit, externalId: a.externalId, status: 0 });
      await appendAuditEvent(tx, {
        tenantId,
        objectType: ALARM_OBJECT,
        objectId: a.id,
        action: 'raise',
        toStatus: AlarmStatus.open,
        actorId: actor.userId ?? null,
        actorEnterpriseId: actor.postId ?? null,
        payload: { code: a.code, source: 'reconcile', externalId: a.externalId },
      });
    }
    raised += inserted.length;
    for (const f of fresh) alarmOf.set(f, byKey.get(keyOf(f.warehouseUnitId, externalOf(f)))!.id);
  }
  const stillFound = [...new Set([...alarmOf.values()])];
  await tx.execute(sql`
    update ${wmsAlarm} set cleared_time = ${now.toISOString()}::timestamptz
     where tenant_id = ${tenantId} and source = 'reconcile' and status = ${AlarmStatus.open} and cleared_time is null
       and id not in (select (jsonb_array_elements_text(${jsonParam(stillFound)}))::bigint)`);
  return { alarmOf, raised, alarmIds: stillFound };
};

/**
 * The reconciliation (spec: the check banks care about most — a receipt backed by goods that are not there): every
 * receipt in effect with WMS goods against the mirror (reconcile-findings.ts), each disagreement a finding of the
 * run and an alarm through the one alarm path, which puts its receipt to 90 (alarm-effect.ts; open WMS alarms whose
 * receipt came into effect since are applied too). One run at a time per tenant (else reconcileRunning); the pull
 * runs first when asked. The run row records what was checked and found; a failure marks it failed and throws.
 */
export const runReconciliation = async (ctx: AppContext, tenantId: string, o: ReconcileOptions) => {
  const now = o.now ?? new Date();
  const run = await startRun(ctx, tenantId, o, now);
  const notes: string[] = [];
  try {
    if (o.pull) {
      const pulled = await pullAll(ctx, { tenantId, now, log: o.log });
      for (const r of pulled) if (r.error) notes.push(`WMS平台 ${r.warehouseUnitId} 同步失败：${r.error}`);
    }
    await refreshStatistics(ctx.db, [
      'kc_wms_container',
      'kc_wms_tray',
      'kc_wms_bill_tray',
      getTableName(receipt),
      'kc_wms_alarm',
    ]);
    const actor: Actor = o.actorId ? { userId: o.actorId, postId: null, tenantId } : systemActor(tenantId);
    const outcome = await ctx.db.transaction(async (tx) => {
      const scope = await reconcileScope(tx, tenantId);
      const findings = await findDisagreements(tx, tenantId, now);
      const { alarmOf, raised } = await raiseAlarms(tx, tenantId, findings, actor, now);
      if (findings.length > 0)
        await tx.execute(sql`
          insert into ${wmsReconcileFinding} (run_id, tenant_id, bill_id, bill_code, container_id, case_number, kind,
            detail, expected, actual, alarm_id)
          select ${run.id}, ${tenantId}, r.bill_id, r.bill_code, r.container_id, r.case_number, r.kind, r.detail,
            r.expected, r.actual, r.alarm_id
            from jsonb_to_recordset(${jsonParam(
              findings.map((f) => ({
                bill_id: f.billId,
                bill_code: f.billCode.slice(0, 50),
                container_id: f.containerId,
                case_number: f.caseNumber,
                kind: f.kind,
                detail: f.detail.slice(0, 300),
                expected: f.expected?.slice(0, 50) ?? null,
                actual: f.actual?.slice(0, 50) ?? null,
                alarm_id: alarmOf.get(f) ?? null,
              })),
            )}) as r(bill_id bigint, bill_code text, container_id bigint, case_number text, kind text, detail text,
              expected text, actual text, alarm_id bigint)`);
      const effects = await applyAlarmEffects(tx, tenantId, 'allOpen', actor);
      return { scope, findings: findings.length, raised, effects };
    });
    const [done] = await ctx.db
      .update(wmsReconcileRun)
      .set({
        status: ReconcileRunStatus.finished,
        endTime: new Date(Math.max(Date.now(), now.getTime())),
        receiptsChecked: outcome.scope.receipts,
        containersChecked: outcome.scope.containers,
        findingsCount: outcome.findings,
        alarmsRaised: outcome.raised,
        message: notes.length ? notes.join('；').slice(0, 200) : null,
      })
      .where(eq(wmsReconcileRun.id, run.id))
      .returning();
    await announceAlarmEffects(ctx, tenantId, outcome.effects satisfies AlarmEffects);
    // The reconciliation screen (the platform's operators) refetches.
    await publishWmsChange(ctx, { tenantId, parties: [] }, [{ kind: 'reconcile', id: done!.id, status: done!.status }]);
    return done!;
  } catch (err) {
    await ctx.db
      .update(wmsReconcileRun)
      .set({
        status: ReconcileRunStatus.failed,
        endTime: new Date(),
        message: `对账失败：${err instanceof Error ? err.message : String(err)}`.slice(0, 200),
      })
      .where(eq(wmsReconcileRun.id, run.id));
    throw err;
  }
};

export const toRunAnswer = (r: RunRow) => ({
  id: r.id,
  status: r.status,
  trigger: r.trigger,
  startTime: formatDateTime(r.startTime),
  endTime: formatDateTime(r.endTime),
  receiptsChecked: r.receiptsChecked,
  containersChecked: r.containersChecked,
  findingsCount: r.findingsCount,
  alarmsRaised: r.alarmsRaised,
  message: r.message,
});

/** How many findings the screen shows of a run (the run row has the full count). */
const FINDINGS_SHOWN = 1000;

/**
 * GET wmsReconcile/last: the tenant's latest run and its findings; the platform sees every finding, anyone else
 * only those on receipts its enterprise holds or keeps.
 */
export const lastReconciliation = async (db: DbOrTx, p: Principal): Promise<ReconcileLast> => {
  const [run] = await db
    .select()
    .from(wmsReconcileRun)
    .where(eq(wmsReconcileRun.tenantId, p.tenantId))
    .orderBy(desc(wmsReconcileRun.startTime), desc(wmsReconcileRun.id))
    .limit(1);
  if (!run) return { run: null, findings: [] };
  const scope = isPlatformOperator(p)
    ? sql``
    : p.postId
      ? sql`and ${receiptOfParty(sql`f.bill_id`, p.postId, true)}`
      : sql`and false`;
  const findings = await rowsOf<{
    id: string;
    bill_id: string | null;
    bill_code: string | null;
    container_id: string | null;
    case_number: string | null;
    kind: Finding['kind'];
    detail: string;
    expected: string | null;
    actual: string | null;
    alarm_id: string | null;
  }>(
    db,
    sql`select f.id::text as id, f.bill_id::text as bill_id, f.bill_code, f.container_id::text as container_id,
               f.case_number, f.kind, f.detail, f.expected, f.actual, f.alarm_id::text as alarm_id
          from ${wmsReconcileFinding} f
         where f.run_id = ${run.id} ${scope}
         order by f.bill_code, f.kind, f.id
         limit ${FINDINGS_SHOWN}`,
  );
  return {
    run: toRunAnswer(run),
    findings: findings.map((f) => ({
      id: f.id,
      billId: f.bill_id,
      billCode: f.bill_code,
      containerId: f.container_id,
      caseNumber: f.case_number,
      kind: f.kind,
      detail: f.detail,
      expected: f.expected,
      actual: f.actual,
      alarmId: f.alarm_id,
    })),
  };
};

/** The job every 10 minutes: for every tenant with WMS platforms, the pull and then the reconciliation. */
export const reconcileAllTenants = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  const tenants = [...new Set((await wmsUnits(ctx)).map((u) => u.tenantId))];
  for (const tenantId of tenants) {
    try {
      await runReconciliation(ctx, tenantId, { trigger: 'job', pull: true, log });
    } catch (err) {
      log(err, `租户 ${tenantId} WMS对账出错`);
    }
  }
};

export const registerReconcileJob = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  await ctx.jobs.createQueue(WMS_RECONCILE_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(WMS_RECONCILE_QUEUE, async () => {
    try {
      await reconcileAllTenants(ctx, log);
    } catch (err) {
      log(err, 'WMS对账出错');
    }
  });
  await ctx.jobs.schedule(WMS_RECONCILE_QUEUE, '*/10 * * * *');
};
