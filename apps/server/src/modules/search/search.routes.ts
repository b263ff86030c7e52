import { searchQuery, searchResults } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import * as searching from './search.service.js';
import type { SearchDeps } from './search.service.js';

/** The header's search box. */
export function searchRoutes(deps: SearchDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/search',
      {
        onRequest: app.requireMember,
        schema: {
          tags: ['search'],
          summary:
            'Görevlerde, çalışanlarda, raporlarda ve duyurularda arar: aranan her kelime bir kelimenin ' +
            'başında bulunur (büyük-küçük harf ve Türkçe işaretler gözetilmeden, en az 2 karakter); ' +
            'her türden en çok 5 sonuç, yalnızca listelerde görülenler',
          querystring: searchQuery,
          response: { 200: searchResults },
          errors: [400],
        },
      },
      async (request) => searching.search(deps, memberCtx(request), request.query.q),
    );
  };
}
