// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the test's input is a web file's source text
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWebCalls, handWrittenCalls } from './web-calls';

describe('one typed client on the web', () => {
  it('finds hand-written paths and answer types, and only those', () => {
    const source = [
      "import { api, call, request } from '../../app/api-client';",
      "import { routes } from '@kc/domain/x/x-routes';",
      "const BASE = '/api/kc-flrk/x';",
      'export const xApi = {',
      '  list: () => call(routes.list, {}),',
      '  one: (id: string) => api.get<{ id: string }>(`${BASE}/detail`, { id }),',
      '  two: () => request<number>(routes.list.path),',
      "  three: () => api.post(`/api/kc-flrk/x/${'y'}`),",
      "  note: 'see /api/ for the paths',",
      '};',
      'export const useSave = () => useMutation({ mutationFn: xApi.list });',
      'export const useSaved = () => useRefreshingMutation({ mutationFn: xApi.list, refreshes: [] });',
    ].join('\n');
    expect(handWrittenCalls(source, 'x.ts')).toEqual([
      '3: 手写的接口路径 /api/kc-flrk/x',
      '6: 手写的应答类型 api.get<…>',
      '7: 手写的应答类型 request<…>',
      '8: 手写的接口路径 /api/kc-flrk/x/',
      '11: 请用 useRefreshingMutation 说明刷新什么',
    ]);
  });

  it('holds for the web as it is', () => {
    expect(checkWebCalls(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });
});
