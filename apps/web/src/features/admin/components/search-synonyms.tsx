import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useAddSynonym, useRemoveSynonym, useSearchSynonyms } from '../api/search-synonyms';

const input = 'w-full min-w-0 rounded-lg border border-gray-300 px-3 py-2 text-sm';

/**
 * The synonym table of search: the words customers type ('raat', 'bada', 'सैनिटरी पैड') and what they
 * mean to the catalog ('night', 'xl', 'pads'). A word with several meanings finds what any of them finds.
 */
export function SearchSynonyms() {
  const synonyms = useSearchSynonyms();
  const add = useAddSynonym();
  const remove = useRemoveSynonym();
  const [term, setTerm] = useState('');
  const [meaning, setMeaning] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await add.mutateAsync({ term, meaning });
      notify.success('Synonym added');
      setTerm('');
      setMeaning('');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const drop = async (id: string) => {
    try {
      const answer = await remove.mutateAsync(id);
      notify.success(answer.message);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Card className="mt-5 space-y-3">
      <h2 className="font-bold text-gray-900">Search words</h2>
      <p className="text-sm text-gray-600">
        What customers type, and what search reads it as: a size (xl), a word of product names (night), or 'pads' for every pad.
      </p>
      <form className="flex flex-wrap gap-2" onSubmit={(event) => void submit(event)}>
        <input
          aria-label="Word customers type"
          placeholder="Word (e.g. raat)"
          className={`${input} flex-1`}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <input
          aria-label="Meaning"
          placeholder="Means (e.g. night)"
          className={`${input} flex-1`}
          value={meaning}
          onChange={(event) => setMeaning(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={add.isPending} disabled={!term.trim() || !meaning.trim()}>
          Add word
        </Button>
      </form>
      {synonyms.isError ? (
        <p className="text-sm text-red-700">{errorMessage(synonyms.error)}</p>
      ) : (
        <ul className="divide-y divide-gray-100 text-sm" aria-label="Search words">
          {synonyms.data?.map((synonym) => (
            <li key={synonym._id} className="flex items-center justify-between gap-2 py-1.5">
              <span>
                <span className="font-medium text-gray-900">{synonym.term}</span> <span className="text-gray-500">means</span>{' '}
                {synonym.meaning}
              </span>
              <Button
                variant="ghost"
                className="px-3"
                aria-label={`Remove ${synonym.term} means ${synonym.meaning}`}
                onClick={() => void drop(synonym._id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
