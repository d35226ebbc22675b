import { expose } from 'comlink';
import { auditApi } from '../src/store/audit';

// The log's audit chain is checked here, off the UI thread: a long log is read and hashed whole.
expose(auditApi);
