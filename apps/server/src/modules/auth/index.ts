// What other modules use of auth: a person as the API shows them.
export { toUserPublic } from './user-mapper.js';
