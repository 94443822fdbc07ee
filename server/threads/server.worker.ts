import upload from '../files/upload.worker';
import { verifiedCounter } from '../passkeys/verifiedCounter';

/** What the server's threads run (server/threads/serverThreads.ts), each task by the name it is exported under. */
export { upload, verifiedCounter };
