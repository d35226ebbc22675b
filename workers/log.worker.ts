import { expose } from 'comlink';
import { getDb } from '../src/store/db';
import { logWriter } from '../src/store/log-writer';

// The desk's rolls are written to the log here, off the UI thread: each entry is hashed, signed and
// written in one transaction while the page lays its result out. The page tells the other tabs.
expose(logWriter(getDb(), { tellTabs: false }));
