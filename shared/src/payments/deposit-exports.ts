// Owned by the deposit work: endpoints (banks, vendor cards, configs, deposits, bank directory),
// the payment cache, the current deposit, notifications and recent activity.
export {};
