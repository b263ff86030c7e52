import type { ClientModel } from '../client-model.js';
import { patching } from './patching.js';
import { today } from './today.js';

/** The client models `--client` can name; a new model is one file here and one line below. */
export const clientModels: Record<string, ClientModel> = { [today.name]: today, [patching.name]: patching };
