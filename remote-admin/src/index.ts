// A remote is loaded by the host through its manifest; this entry only keeps the async boundary.
export {};
