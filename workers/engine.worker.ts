import { expose } from 'comlink';
import { engineApi } from '../src/engine/api';
import { planApi } from '../src/plan/plan-api';

// The rules engine runs here, off the UI thread; the app keeps one of these for its whole life. The
// plan's compact questions (many attacks' chances at once) are answered beside it.
expose({ ...engineApi, ...planApi });
