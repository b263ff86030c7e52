import { toEmployee } from '../../apps/server/src/modules/employees/index.js';
import { listEmployees } from '../../apps/server/src/modules/employees/index.js';
import type { MemberCtx } from '../../apps/server/src/platform/context.js';
import { seedCompanies } from '../lib/seed.js';
import { defineScenario } from './scenario.js';

const mainStaff = 200;
const mainPending = 10;
const otherCompanies = 50;
const otherStaff = 20;

interface Seed {
  companyId: string;
  employerId: string;
  expectedRows: number;
}

function employerCtx(seed: Seed): MemberCtx {
  return {
    tokenVersion: 0,
    actor: {
      userId: seed.employerId,
      companyId: seed.companyId,
      role: 'isveren',
      approved: true,
      companyStatus: 'active',
    },
  };
}

function checkList(list: unknown, seed: Seed): string | undefined {
  if (!Array.isArray(list)) return 'the answer is not a list';
  return list.length === seed.expectedRows ? undefined : `expected ${seed.expectedRows} people, got ${list.length}`;
}

export const employeesList = defineScenario<Seed>({
  name: 'employees-list',
  describe: () =>
    `GET /api/employees as the employer of a company with ${mainStaff} approved staff (+${mainPending} pending), ` +
    `beside ${otherCompanies} other companies of ${otherStaff} staff each`,

  async seed({ db }) {
    const [main] = await seedCompanies(db, [
      { name: 'Bench Ana Lojistik A.Ş.', staff: mainStaff, pending: mainPending },
      ...Array.from({ length: otherCompanies }, (_, i) => ({
        name: `Bench Komşu ${i + 1} Ltd.`,
        staff: otherStaff,
        pending: 0,
      })),
    ]);
    return { companyId: main!.companyId, employerId: main!.ownerId, expectedRows: mainStaff };
  },

  callers: [
    {
      name: 'employer',
      async request(seed, tokens) {
        // A fresh seed has token_version 0, as a freshly registered employer does.
        const token = await tokens.sign('vazife:user', { sub: seed.employerId, ver: 0 });
        return { method: 'GET', path: '/api/employees', headers: { authorization: `Bearer ${token}` } };
      },

      checkBody: (status, body, seed) => (status === 200 ? checkList(body, seed) : `status ${status}`),

      // The handler's own work: the service (policy + repository query) and the mapper, without the
      // token check, the actor lookup, response validation, serialization and HTTP.
      operation: ({ db }, seed) => {
        const ctx = employerCtx(seed);
        return async () => (await listEmployees({ db }, ctx)).map(toEmployee);
      },

      checkResult: (result, seed) => checkList(result, seed),
    },
  ],
});
