import { createContext, useContext } from 'react';

/**
 * The ids of a form's controls, in a module of their own: the form kit (react-hook-form) and a form's static shell
 * (the HTML shown before the kit has loaded) give each control the same id, so labels, tests and the focus find it
 * in either.
 */
export const IdPrefixContext = createContext('form');

/** The id of a field's control: "<form id prefix>-<field name>" (stable for labels, tests and the focus). */
export const useFieldId = (name: string) => `${useContext(IdPrefixContext)}-${name.replace(/\./g, '-')}`;
