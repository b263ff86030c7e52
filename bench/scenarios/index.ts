import { employeesList } from './employees-list.js';
import type { AnyScenario } from './scenario.js';

export const scenarios: readonly AnyScenario[] = [employeesList];

export function findScenario(name: string): AnyScenario | undefined {
  return scenarios.find((s) => s.name === name);
}
