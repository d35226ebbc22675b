import { expose } from 'comlink';
import { engineApi } from '../src/engine/api';

// The rules engine runs here, off the UI thread; the app keeps one of these for its whole life.
expose(engineApi);
