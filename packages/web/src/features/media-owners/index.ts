// What other features may use of media-owners: the owner chooser (Inventory Management for the
// platform team) and the path of one owner's inventory.
export { MediaOwnerChooser } from './components/media-owner-chooser.tsx';
export { vendorInventoryPath } from './vendor-inventory-path.ts';
