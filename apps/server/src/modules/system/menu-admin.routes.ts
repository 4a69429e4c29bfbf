import { accessRefusals, envelopeOf, idQuery, ok, parentIdField } from '@kc/domain';
import {
  menuDetail as menuDetailAnswer,
  menuForm,
  menuRow,
  menuSaved,
  menuSearch,
  menuTreeOption,
} from '@kc/domain/system/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import { assertTopTenant } from '../../platform/access/party';
import type { AppContext } from '../../platform/context';
import { idsOf, idsSchema } from '../../platform/http/ids';
import { lazyMenuRows, menuDetail, menuRowTree, menuSelectTree, removeMenus, saveMenu } from './menu.repo';

const tags = ['菜单'];

export const menuAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/kc-system/menu/lazy-list',
      {
        config: { access: { perm: ['menu'] } },
        schema: {
          tags,
          summary: '菜单懒加载列表',
          querystring: menuSearch.extend({ parentId: parentIdField }),
          response: { 200: envelopeOf(z.array(menuRow)) },
        },
      },
      async (request) => {
        const { parentId, ...search } = request.query;
        return ok(await lazyMenuRows(ctx.db, parentId, search));
      },
    );

    app.get(
      '/api/kc-system/menu/list',
      {
        config: { access: { perm: ['menu'] } },
        schema: {
          tags,
          summary: '菜单树列表',
          querystring: menuSearch,
          response: { 200: envelopeOf(z.array(menuRow)) },
        },
      },
      async (request) => ok(await menuRowTree(ctx.db, request.query)),
    );

    app.get(
      '/api/kc-system/menu/tree',
      {
        config: { access: { perm: ['menu', 'role'] } },
        schema: { tags, summary: '菜单选择树（不含按钮）', response: { 200: envelopeOf(z.array(menuTreeOption)) } },
      },
      async () => ok(await menuSelectTree(ctx.db)),
    );

    app.get(
      '/api/kc-system/menu/detail',
      {
        config: { access: { perm: ['menu_view', 'menu_edit'] } },
        schema: { tags, summary: '菜单详情', querystring: idQuery, response: { 200: envelopeOf(menuDetailAnswer) } },
      },
      async (request) => ok(await menuDetail(ctx.db, request.query.id)),
    );

    app.post(
      '/api/kc-system/menu/submit',
      {
        config: { access: { perm: ['menu_add', 'menu_edit'] }, audit: { objectType: 'menu', action: 'save' } },
        schema: { tags, summary: '新增或修改菜单', body: menuForm, response: { 200: envelopeOf(menuSaved) } },
      },
      async (request) => {
        const p = principalOf(request);
        const form = request.body;
        if (!(await ctx.acl.holdsAny(p.roleIds, [form.id ? 'menu_edit' : 'menu_add'])))
          throw accessRefusals.forbidden();
        // Menus are shared by every tenant (spec 1 §6): only the top tenant changes them.
        assertTopTenant(p);
        const id = await ctx.db.transaction((tx) => saveMenu(tx, p, form));
        await ctx.acl.invalidate();
        return ok({ id });
      },
    );

    app.post(
      '/api/kc-system/menu/remove',
      {
        config: { access: { perm: 'menu_delete' }, audit: { objectType: 'menu', action: 'remove' } },
        schema: { tags, summary: '删除菜单', ...idsSchema, response: { 200: envelopeOf(z.literal(true)) } },
      },
      async (request) => {
        const p = principalOf(request);
        assertTopTenant(p);
        const ids = idsOf(request);
        await ctx.db.transaction((tx) => removeMenus(tx, p, ids));
        await ctx.acl.invalidate();
        return ok(true);
      },
    );
  };
