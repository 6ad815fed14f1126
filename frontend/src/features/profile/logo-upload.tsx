import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { User } from '@leadledger/contracts/user';
import { uploadLogoMutationOptions } from '../../api/profile';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { LOGO_TYPES, validateLogoFile } from './logo-file';

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function LogoUpload({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const upload = useMutation(uploadLogoMutationOptions(queryClient));
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const shownUrl = previewUrl ?? user.logoUrl;

  function onSelect(event: ChangeEvent<HTMLInputElement>) {
    const selected = event.target.files?.[0];
    if (!selected) return;
    const problem = validateLogoFile(selected);
    setError(problem);
    setFile(problem ? null : selected);
    if (problem && inputRef.current) inputRef.current.value = '';
  }

  async function onUpload() {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      toast({ title: 'Logo Updated', description: 'Your company logo has been saved.' });
    } catch (err) {
      // The chosen file stays selected so the upload can simply be retried.
      toast({ title: 'Logo Upload Failed', description: errorMessage(err, 'Failed to upload logo'), variant: 'destructive' });
    }
  }

  return (
    <section className="card" aria-labelledby="logo-heading">
      <h2 id="logo-heading" className="card-title">
        Company logo
      </h2>
      <div className="logo-row">
        <div className="logo-preview">
          {shownUrl ? <img src={shownUrl} alt={previewUrl ? 'Selected logo preview' : 'Current logo'} /> : <span className="muted">No logo</span>}
        </div>
        <div className="stack">
          <label htmlFor={inputId} className="field-label">
            Choose an image
          </label>
          <input id={inputId} ref={inputRef} type="file" accept={LOGO_TYPES.join(',')} onChange={onSelect} className="file-input" />
          <p className="field-hint">JPEG, PNG, WebP or GIF, up to 5MB.</p>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="button-row">
            <Button onClick={onUpload} disabled={!file} loading={upload.isPending}>
              Upload Logo
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
