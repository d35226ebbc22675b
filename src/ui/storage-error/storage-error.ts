import { AdjStorageError } from './storage-error.component';

customElements.define('adj-storage-error', AdjStorageError);

declare global {
  interface HTMLElementTagNameMap {
    'adj-storage-error': AdjStorageError;
  }
}
