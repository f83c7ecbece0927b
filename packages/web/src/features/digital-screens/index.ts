// What other features may use of digital-screens: Book Inventory's Create list button and the
// inventory page's DigitalSyncModal ({opened, onClose, siteIds, onSynced?}).
export { CreateListButton } from './components/create-list-dialog.tsx';
export {
  DigitalSyncModal,
  type DigitalSyncModalProps,
  SYNC_CLOSE_MS,
} from './components/digital-sync-modal.tsx';
