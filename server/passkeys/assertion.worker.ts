import { verifiedCounter } from './verifiedCounter';

/** An assertion thread's work (server/passkeys/assertionThreads.ts). */
export default verifiedCounter;
