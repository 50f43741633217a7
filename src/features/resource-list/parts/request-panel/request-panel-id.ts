/** The Request panel's element id, which the toolbar's "Request" button says it controls. */
export const requestPanelId = 'request-panel'
