import { defaultErrorMessage, inputRefusal } from '@kc/domain';
import { enterpriseFormSchema, enterpriseMessages } from '@kc/domain/enterprise/enterprise';
import { enterpriseRefusals } from '@kc/domain/enterprise/refusals';
import { enterpriseReviewMachine, ReviewStatus } from '@kc/domain/enterprise/status';
import { eq } from 'drizzle-orm';
import { seesAllParties } from '../../platform/access/party';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { attachToOwner } from '../../platform/files/attachment.service';
import { transition } from '../../platform/state/transition';
import { joinEnterprise } from '../user';
import {
  ENTERPRISE_OWNER,
  type EnterpriseRow,
  everApproved,
  FORM_COLUMNS,
  type FormValues,
  findEnterprise,
} from './enterprise.repo';
import { enterprise } from './enterprise.table';

const IMAGE_COLUMNS = ['logo', 'businessLicense', 'idcardFront', 'idcardBack'] as const;

/** The first failing field's message (spec 1 §5: a failing form names the first missing field). */
const parseForm = (body: Record<string, unknown>, isPerson: boolean, submit: boolean) => {
  const parsed = enterpriseFormSchema(isPerson, submit).safeParse(body);
  // Each rule answers its own reason (enterprise.credit_code_required, …), as a schema on the route would.
  if (!parsed.success)
    throw inputRefusal(
      parsed.error.issues[0]?.message ?? defaultErrorMessage[400],
      'enterprise',
      enterpriseRefusals.formInvalid,
    );
  const values: Record<string, unknown> = {};
  for (const key of FORM_COLUMNS) {
    const v = (parsed.data as Record<string, unknown>)[key];
    values[key] = v === '' || v === undefined ? null : v;
  }
  // An individual has no company fields (spec 1 §5): whatever the page sent for them is dropped.
  if (isPerson) for (const key of ['businessLicense', 'creditCode', 'corporateInfo'] as const) values[key] = null;
  values.isReceive = values.isReceive ?? 0;
  return values as FormValues;
};

/** Only images this user (or their enterprise) uploaded, not yet used elsewhere, may be attached. */
const attachImages = async (
  tx: DbOrTx,
  p: Principal,
  enterpriseId: string,
  values: FormValues,
  current?: EnterpriseRow,
) => {
  const wanted = IMAGE_COLUMNS.map((c) => values[c]).filter(
    (id): id is string => id != null && !IMAGE_COLUMNS.some((c) => current?.[c] === id),
  );
  if (wanted.length === 0) return;
  const attached = await attachToOwner(tx, wanted, ENTERPRISE_OWNER, enterpriseId, p);
  if (attached.length !== new Set(wanted).size) throw enterpriseRefusals.imageUnavailable();
};

/**
 * updateInfo: save a draft (isSave 1) or re-submit for authentication (isSave 0, status → 2).
 * A user without an enterprise creates theirs with the first save; an approved enterprise's edits wait in
 * pendingInfo and take effect when the platform approves them (checkEnterpriseInfo data 0).
 */
export const saveEnterpriseInfo = async (
  ctx: AppContext,
  p: Principal,
  body: Record<string, unknown>,
  submit: boolean,
): Promise<string> => {
  const created = { id: undefined as string | undefined };
  const id = await ctx.db.transaction(async (tx) => {
    const current = p.postId ? await findEnterprise(tx, p.tenantId, p.postId) : undefined;
    if (!current) {
      created.id = await createEnterprise(tx, p, body, submit);
      return created.id;
    }

    if (current.status === ReviewStatus.pending) throw enterpriseRefusals.pendingReadOnly();
    const values = parseForm(body, current.isPerson === 1, submit);
    await attachImages(tx, p, current.id, values, current);
    const approved = everApproved(current);
    if (approved && current.isPerson === 0 && current.creditCode && values.creditCode !== current.creditCode) {
      throw enterpriseRefusals.creditCodeMismatch();
    }
    // Before the first approval the type and layout may still change; afterwards they are the platform's.
    const isPerson = !approved && body.isPerson != null ? (Number(body.isPerson) === 1 ? 1 : 0) : current.isPerson;
    const set = approved
      ? { pendingInfo: values as Record<string, unknown> }
      : { ...values, isPerson, name: values.name ?? current.name, type: values.type ?? current.type };

    if (submit) {
      await transition(tx, {
        table: enterprise,
        id: current.id,
        machine: enterpriseReviewMachine,
        move: 'submit',
        actor: p,
        set: { ...set, isSave: 0 },
        message: enterpriseMessages.pendingReadOnly,
      });
    } else {
      await tx
        .update(enterprise)
        .set({ ...set, isSave: 1, ...updatedBy(p) })
        .where(eq(enterprise.id, current.id));
    }
    return current.id;
  });
  // The user's principal now names the enterprise (postId): drop the cached one on every instance.
  if (created.id) await ctx.principals.invalidate(p.userId);
  return id;
};

const createEnterprise = async (tx: DbOrTx, p: Principal, body: Record<string, unknown>, submit: boolean) => {
  // The platform's own users and banks are set up by the platform; only an enterprise user makes theirs.
  if (seesAllParties(p)) throw enterpriseRefusals.noEnterprise();
  const isPerson = Number(body.isPerson) === 1 ? 1 : 0;
  const values = parseForm(body, isPerson === 1, submit);
  if (!values.name) throw isPerson ? enterpriseRefusals.personNameRequired() : enterpriseRefusals.nameRequired();
  if (!values.type && !isPerson) throw enterpriseRefusals.typeRequired();
  const [row] = await tx
    .insert(enterprise)
    .values({
      ...values,
      name: values.name,
      type: isPerson ? '6' : (values.type ?? ''),
      isPerson,
      tenantId: p.tenantId,
      status: submit ? ReviewStatus.pending : ReviewStatus.saved,
      isSave: submit ? 0 : 1,
      ...createdBy(p),
    })
    .returning({ id: enterprise.id });
  const id = row!.id;
  await attachImages(tx, p, id, values);
  await joinEnterprise(tx, p.userId, id);
  await appendAuditEvent(tx, {
    tenantId: p.tenantId,
    objectType: 'enterprise',
    objectId: id,
    action: submit ? 'create-submit' : 'create',
    toStatus: submit ? ReviewStatus.pending : ReviewStatus.saved,
    actorId: p.userId,
    actorEnterpriseId: id,
  });
  return id;
};
