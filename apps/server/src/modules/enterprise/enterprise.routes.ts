import { accessRefusals, commonMessages, ok, uploadRefusals } from '@kc/domain';
import { enterpriseMessages } from '@kc/domain/enterprise/enterprise';
import { enterpriseRoutes as routes } from '@kc/domain/enterprise/enterprise-routes';
import { esignRefusals } from '@kc/domain/enterprise/refusals';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { assertParty } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { updatedBy } from '../../platform/db/stamps';
import { attachToOwner } from '../../platform/files/attachment.service';
import { attachment } from '../../platform/files/attachment.table';
import { serveRoute } from '../../platform/http/serve-route';
import { regionFullName } from '../system';
import {
  ENTERPRISE_OWNER,
  type EnterpriseRow,
  everApproved,
  findEnterprise,
  hasSeal,
  ownEnterprise,
  toDetail,
} from './enterprise.repo';
import { enterprise } from './enterprise.table';
import { publishEnterpriseStatus } from './enterprise-events';
import { heldGoods } from './held-goods';
import { saveEnterpriseInfo } from './save-enterprise-info';

const tags = ['企业'];

/** The provider's seal, kept as an attachment of the enterprise so pages show it through a signed link. */
const sealAttachment = async (ctx: AppContext, p: Principal, row: EnterpriseRow) => {
  if (row.sealAttachId) return row.sealAttachId;
  const png = row.esignAccountId ? await ctx.esign.sealImage(row.esignAccountId).catch(() => undefined) : undefined;
  if (!png) throw esignRefusals.sealImageFailed();
  const file = {
    originalName: `${row.name}-签章.png`,
    bytes: Buffer.from(png),
    kind: 'png' as const,
    ext: 'png',
    mime: 'image/png',
  };
  const stored = await ctx.files.store(p, file, ctx.db, { ownerType: ENTERPRISE_OWNER, ownerId: row.id });
  await ctx.db.update(enterprise).set({ sealAttachId: stored.id }).where(eq(enterprise.id, row.id));
  return stored.id;
};

export const enterpriseRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // An enterprise's images (licence, ID card, logo, seal) are seen by its own users, the users of its owner
    // enterprise twin (copyOwnerEnterprise copies the image ids), and the platform operator who reviews it.
    ctx.files.registerOwnerResolver(ENTERPRISE_OWNER, async (p, ownerId) => {
      if (ownerId === p.postId || (await ctx.acl.holdsAny(p.roleIds, ['enterprise_review']))) return true;
      const source = p.postId ? await findEnterprise(ctx.db, p.tenantId, ownerId) : undefined;
      return source?.ownerCopyId != null && source.ownerCopyId === p.postId;
    });

    // spec 3 §2 home: the enterprise card (logo, name, address, code, materials with weight and unit).
    serveRoute(
      app,
      routes.card,
      { config: { access: { self: true } }, schema: { tags, summary: '首页企业卡片' } },
      async (request) => {
        const p = principalOf(request);
        assertParty(p, request.query.id);
        const [e] = await ctx.db
          .select()
          .from(enterprise)
          .where(
            and(eq(enterprise.id, request.query.id), eq(enterprise.tenantId, p.tenantId), eq(enterprise.isDeleted, 0)),
          )
          .limit(1);
        if (!e) throw accessRefusals.notFound();
        return ok({
          id: e.id,
          name: e.name,
          code: e.code,
          type: e.type,
          isPerson: e.isPerson,
          address: e.address,
          addressName: await regionFullName(ctx.db, e.address),
          addressDetail: e.addressDetail,
          logo: e.logo,
          logoLink: await ctx.files.linkFor(p, e.logo),
          materialList: await heldGoods.get()(ctx.db, p.tenantId, e.id),
        });
      },
    );

    serveRoute(
      app,
      routes.myDetail,
      { config: { access: { self: true } }, schema: { tags, summary: '本企业信息（含待审核的修改）' } },
      async (request) => {
        const p = principalOf(request);
        // A new enterprise user has none yet: the page shows an empty form and the first save creates it.
        if (!p.postId) return ok(null);
        return ok(await toDetail(ctx, p, await ownEnterprise(ctx.db, p)));
      },
    );

    serveRoute(
      app,
      routes.checkEnterpriseInfo,
      {
        config: { access: { self: true } },
        schema: { tags, summary: '修改是否需审核后生效：0 审核通过后生效，1 立即生效' },
      },
      async (request) => {
        const p = principalOf(request);
        if (!p.postId) return ok(1);
        const row = await ownEnterprise(ctx.db, p);
        return ok(everApproved(row) ? 0 : 1);
      },
    );

    serveRoute(
      app,
      routes.updateInfo,
      {
        config: { access: { self: true } },
        schema: { tags, summary: '保存（isSave 1）或提交认证（isSave 0）本企业信息' },
      },
      async (request) => {
        const p = principalOf(request);
        const submit = Number(request.body.isSave ?? 1) === 0;
        const id = await saveEnterpriseInfo(ctx, p, request.body, submit);
        // A user who has just created their enterprise acts for it from now on (their cached principal is gone).
        const member = { ...p, postId: id };
        const row = await ownEnterprise(ctx.db, member);
        // The reviewers' open lists show a new submission (and the enterprise's other users their page).
        if (submit) await publishEnterpriseStatus(ctx, row);
        return {
          ...ok(await toDetail(ctx, member, row)),
          msg: submit ? enterpriseMessages.submitted : enterpriseMessages.saved,
        };
      },
    );

    serveRoute(
      app,
      routes.updateSignaturePicture,
      { config: { access: { self: true } }, schema: { tags, summary: '更换签章图片' } },
      async (request) => {
        const p = principalOf(request);
        const row = await ownEnterprise(ctx.db, p);
        if (!hasSeal(row)) throw esignRefusals.noSeal();
        const [file] = await ctx.db
          .select()
          .from(attachment)
          .where(eq(attachment.id, request.body.sealPicture))
          .limit(1);
        if (!file || file.tenantId !== p.tenantId || file.uploaderId !== p.userId)
          throw esignRefusals.sealPictureMissing();
        if (file.mime !== 'image/png' && file.mime !== 'image/jpeg')
          throw uploadRefusals.wrongType(commonMessages.uploadImageTypes);
        const bytes = await ctx.files.read(file.id);
        if (!bytes) throw esignRefusals.sealPictureMissing();
        await ctx.esign.setSealImage(row.esignAccountId!, bytes);
        await attachToOwner(ctx.db, [file.id], ENTERPRISE_OWNER, row.id, p);
        await ctx.db
          .update(enterprise)
          .set({ sealAttachId: file.id, ...updatedBy(p) })
          .where(eq(enterprise.id, row.id));
        return ok({ sealLink: await ctx.files.linkFor(p, file.id) });
      },
    );

    serveRoute(
      app,
      routes.updateAutoSign,
      { config: { access: { self: true } }, schema: { tags, summary: '静默签章授权开关' } },
      async (request) => {
        const p = principalOf(request);
        const row = await ownEnterprise(ctx.db, p);
        if (!hasSeal(row)) throw esignRefusals.noSeal();
        const on = request.body.isAutoSign === 1;
        const accepted = await ctx.esign.setAutoSign(row.esignAccountId!, on).catch(() => false);
        if (!accepted) throw esignRefusals.autoSignFailed();
        await ctx.db
          .update(enterprise)
          .set({ isAutoSign: on ? 1 : 0, ...updatedBy(p) })
          .where(eq(enterprise.id, row.id));
        return ok({ isAutoSign: on ? 1 : 0 });
      },
    );

    serveRoute(
      app,
      routes.sealImage,
      { config: { access: { self: true } }, schema: { tags, summary: '电子签章图片' } },
      async (request) => {
        const p = principalOf(request);
        const row = await ownEnterprise(ctx.db, p);
        if (!hasSeal(row)) throw esignRefusals.noSeal();
        return ok({ sealLink: await ctx.files.linkFor(p, await sealAttachment(ctx, p, row)) });
      },
    );
  };
