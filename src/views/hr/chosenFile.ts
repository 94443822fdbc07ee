import { type ImportFile, importTypeOf } from '../../domain/hrConsole';

/** A file HR chose, as the bytes a flow carries (the flows never touch the browser's File). */
export const chosenFile = async (file: File): Promise<ImportFile> => ({ name: file.name, contentType: importTypeOf(file.name, file.type), bytes: new Uint8Array(await file.arrayBuffer()) });
