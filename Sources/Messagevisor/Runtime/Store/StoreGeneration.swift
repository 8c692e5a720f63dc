/// Counts changes of the store's datafiles and modules, readable without the store lock.
///
/// Every change is counted while the store lock is held, after the change; a call compares
/// the count with the one its cached `CallState` was read at and reads the store again only
/// when they differ. So a call that starts after `setDatafile` or `addModule` returned sees
/// the change, and the common call takes no store lock at all.
typealias StoreGeneration = ChangeCounter
