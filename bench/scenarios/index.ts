import { employeesList } from './employees-list.js';
import { messages } from './messages.js';
import { reportsList } from './reports-list.js';
import type { AnyScenario } from './scenario.js';
import { searchFresh } from './search-fresh.js';
import { searchScenario } from './search.js';
import { tasksList } from './tasks-list.js';

export const scenarios: readonly AnyScenario[] = [
  employeesList,
  tasksList,
  messages,
  searchScenario,
  reportsList,
  searchFresh,
];

export function findScenario(name: string): AnyScenario | undefined {
  return scenarios.find((s) => s.name === name);
}
