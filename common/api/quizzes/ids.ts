// Quiz, test and tracker routes take the same wire ids as the rest of the learning journey: one
// definition (common/api/journey/ids.ts), under the names the quiz schemas already use.
export { idSchema as recordIdSchema, idParamsSchema, type IdParams } from '../journey/ids.ts';
