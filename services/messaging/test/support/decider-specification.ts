export { deciderSpecification, stateAfter } from '@oneway/testing';
