import { ok } from '@kc/domain';
import { borrowerRoutes as b, coBorrowerRoutes as c, identityRoutes } from '@kc/domain/borrower/borrower-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import {
  borrowerDetailMoreOf,
  borrowerDetailOf,
  coBorrowerDetailOf,
  coBorrowersList,
  obtainBorrowers,
  pageBorrowers,
  pageCoBorrowers,
  removeBorrowers,
  removeCoBorrowers,
  saveBorrower,
  saveCoBorrower,
  seesBorrowerById,
  seesCoBorrowerById,
} from './borrower.repo';
import { BORROWER_FILE_OWNER, COBORROWER_FILE_OWNER, MATERIAL_FILE_OWNER } from './borrower-files';
import { borrowerMaterialsOf, submitBorrowerMaterials } from './materials';
import { identityCallback, requestRealName, searchRealName } from './real-name';

const tags = ['借款人'];
const coTags = ['共借人'];
/** Menu 借款人管理 (borrower) and 共借人管理 (co_borrower) with their buttons (seed menus / roles; spec 1 §6). */
const read = { access: { perm: ['borrower', 'borrower_view'] } };
const edit = { access: { perm: ['borrower_edit'] } };
const del = { access: { perm: ['borrower_delete'] } };
const files = { access: { perm: ['fileupload'] } };
const realName = { access: { perm: ['bow_realNameCheck'] } };
const coRead = { access: { perm: ['co_borrower', 'co_borrower_view', 'borrower', 'borrower_view'] } };
const coEdit = { access: { perm: ['co_borrower_add', 'co_borrower_edit'] } };
const coDel = { access: { perm: ['co_borrower_delete'] } };
const coRealName = { access: { perm: ['cob_realNameCheck'] } };

/** Borrowers, co-borrowers, real-name authentication and materials (README.md). */
export const borrowerHttpRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    ctx.files.registerOwnerResolver(BORROWER_FILE_OWNER, (p, id) => seesBorrowerById(ctx.db, p, id));
    ctx.files.registerOwnerResolver(MATERIAL_FILE_OWNER, (p, id) => seesBorrowerById(ctx.db, p, id));
    ctx.files.registerOwnerResolver(COBORROWER_FILE_OWNER, (p, id) => seesCoBorrowerById(ctx.db, p, id));

    serveRoute(
      app,
      b.page,
      { config: read, schema: { tags, summary: '借款人分页（身份证号、手机号脱敏）' } },
      async (r) => ok(await pageBorrowers(ctx.db, principalOf(r), r.query)),
    );
    for (const route of [b.detail, b.getBorrowerDetail])
      serveRoute(app, route, { config: read, schema: { tags, summary: '借款人详情' } }, async (r) =>
        ok(await borrowerDetailOf(ctx, principalOf(r), r.query.id)),
      );
    for (const route of [b.detailMore, b.getBorrowerDetailMore])
      serveRoute(app, route, { config: read, schema: { tags, summary: '借款人详情（含共借人）' } }, async (r) =>
        ok(await borrowerDetailMoreOf(ctx, principalOf(r), r.query.id)),
      );
    serveRoute(app, b.getCoBorrowerDetail, { config: coRead, schema: { tags, summary: '共借人详情' } }, async (r) =>
      ok(await coBorrowerDetailOf(ctx, principalOf(r), r.query.id)),
    );
    for (const route of [b.submit, b.add, b.update])
      serveRoute(
        app,
        route,
        { config: edit, schema: { tags, summary: '新增或修改借款人（id 给出时修改）' } },
        async (r) => ok(await saveBorrower(ctx, principalOf(r), r.body)),
      );
    serveRoute(app, b.remove, { config: del, schema: { tags, summary: '删除借款人' } }, async (r) => {
      await removeBorrowers(ctx, principalOf(r), idsOf(r));
      return ok(true as const);
    });
    serveRoute(app, b.realName, { config: realName, schema: { tags, summary: '借款人实名认证' } }, async (r) =>
      ok(await requestRealName(ctx, principalOf(r), 'borrower', r.body.id)),
    );
    serveRoute(
      app,
      b.realNameSearch,
      { config: realName, schema: { tags, summary: '借款人实名认证查询' } },
      async (r) => ok(await searchRealName(ctx, principalOf(r), 'borrower', r.body.id)),
    );
    serveRoute(
      app,
      b.obtain,
      { config: read, schema: { tags, summary: '当前登录人的借款人及共借人（脱敏，建立客户用）' } },
      async (r) => ok(await obtainBorrowers(ctx.db, principalOf(r))),
    );
    serveRoute(app, b.materials, { config: read, schema: { tags, summary: '借款人影像资料' } }, async (r) =>
      ok(await borrowerMaterialsOf(ctx, principalOf(r), r.query.borrowerId)),
    );
    serveRoute(app, b.materialsSubmit, { config: files, schema: { tags, summary: '提交借款人影像资料' } }, async (r) =>
      ok(await submitBorrowerMaterials(ctx, principalOf(r), r.body)),
    );

    serveRoute(app, c.page, { config: coRead, schema: { tags: coTags, summary: '共借人分页（脱敏）' } }, async (r) =>
      ok(await pageCoBorrowers(ctx.db, principalOf(r), r.query)),
    );
    serveRoute(app, c.list, { config: coRead, schema: { tags: coTags, summary: '某借款人的共借人' } }, async (r) =>
      ok(await coBorrowersList(ctx.db, principalOf(r), r.query.borrowerId)),
    );
    serveRoute(app, c.detail, { config: coRead, schema: { tags: coTags, summary: '共借人详情' } }, async (r) =>
      ok(await coBorrowerDetailOf(ctx, principalOf(r), r.query.id)),
    );
    serveRoute(app, c.submit, { config: coEdit, schema: { tags: coTags, summary: '新增或修改共借人' } }, async (r) =>
      ok(await saveCoBorrower(ctx, principalOf(r), r.body)),
    );
    serveRoute(app, c.remove, { config: coDel, schema: { tags: coTags, summary: '删除共借人' } }, async (r) => {
      await removeCoBorrowers(ctx, principalOf(r), idsOf(r));
      return ok(true as const);
    });
    serveRoute(
      app,
      c.realName,
      { config: coRealName, schema: { tags: coTags, summary: '共借人实名认证' } },
      async (r) => ok(await requestRealName(ctx, principalOf(r), 'coborrower', r.body.id)),
    );
    serveRoute(
      app,
      c.realNameSearch,
      { config: coRealName, schema: { tags: coTags, summary: '共借人实名认证查询' } },
      async (r) => ok(await searchRealName(ctx, principalOf(r), 'coborrower', r.body.id)),
    );

    serveRoute(
      app,
      identityRoutes.notify,
      { config: { access: { public: true } }, schema: { tags, summary: '实名认证服务商回调（签名校验）' } },
      async (r) => {
        await identityCallback(ctx, { ...r.body, reason: r.body.reason ?? null });
        return ok(true as const);
      },
    );
  };
