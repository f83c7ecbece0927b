/** One owner's inventory page (SPEC §2 `/admin/vendor_inventory/{id}/{name}`), by the owner's own id. */
export const vendorInventoryPath = (owner: { _id: string; name: string }) =>
  `/admin/vendor_inventory/${encodeURIComponent(owner._id)}/${encodeURIComponent(owner.name)}`;
