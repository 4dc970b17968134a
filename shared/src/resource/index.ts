export { createResource, singleFlight, type Live, type Resource, type ResourceOptions, type SingleFlight } from './create-resource';
export { useLoaded, type Loaded, type LoadOptions } from './use-loaded';
